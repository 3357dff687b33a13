import { buildCallUrl } from '../endpoints';
import { takenTourSlotsCall } from '../tour-calls';
import { readJson, resolveFetch, type ApiClientOptions } from './http';

/** A guided tour the museum confirmed: when it starts and ends (HH:MM). */
export interface TakenSlot {
  readonly from: string;
  readonly to: string;
}

const isSlot = (value: unknown): value is TakenSlot =>
  typeof (value as TakenSlot | null)?.from === 'string' && typeof (value as TakenSlot).to === 'string';

/**
 * The hours already taken by confirmed tours on `date` (YYYY-MM-DD); null when the server cannot say
 * (the form then says nothing of them: the museum checks the hour when it answers).
 */
export async function readTakenSlots(
  date: string,
  options: ApiClientOptions = {},
): Promise<readonly TakenSlot[] | null> {
  try {
    const response = await resolveFetch(options)(
      buildCallUrl(takenTourSlotsCall, { date }, options.baseUrl),
      { headers: { Accept: 'application/json' } },
    );
    if (!response.ok) return null;
    const taken = ((await readJson(response)) as { taken?: unknown } | null)?.taken;
    return Array.isArray(taken) && taken.every(isSlot) ? taken : null;
  } catch {
    return null;
  }
}
