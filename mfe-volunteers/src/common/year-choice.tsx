import { useState, type FormEvent } from 'react';
import { parisDateAt } from '@mtdm/shared/news';
import { useNavigate, useSearchParams } from '@mtdm/shared/router';
import { Button, TextField } from '@mtdm/shared/ui';
import { Actions } from './space-styles';
import { spaceTexts } from './space-texts';

/** The year a list shows, as its address asks (`?annee=`): undefined for the current one. */
export const useAskedYear = (): string | undefined => useSearchParams()[0].get('annee') ?? undefined;

/** The year now in Fréjus: the one the server's lists show when none is asked. */
const museumYear = () => String(parisDateAt(Date.now()).year);

/** Chooses the year a list of `path` shows, kept in the address so a shared link opens the same year. */
export function YearChoice({ path, label }: { readonly path: string; readonly label: string }) {
  const navigate = useNavigate();
  const [year, setYear] = useState(useAskedYear() ?? museumYear());
  const show = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${path}?annee=${encodeURIComponent(year)}`);
  };
  return (
    <form onSubmit={show}>
      <Actions>
        <TextField
          label={label}
          type="number"
          min={2000}
          max={2100}
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          {spaceTexts.showYear}
        </Button>
      </Actions>
    </form>
  );
}
