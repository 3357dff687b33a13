// The membership's own fields (after the person's), each declared once: its name in the payload, its
// labels, what it accepts, its column, and how it is shown. The form, the payment start's schema, the
// api's store and mails, the volunteers' screen and the members' export all read this list: adding a
// field is an entry here and its column (a migration).
import { ACTIVITY_STATUSES, labelOf, type Option } from '../form-options';

/** How the visitor may have come to know the museum (the association's statistics). */
const HEARD_OF_CHOICES = [
  { value: 'visit', label: 'En visitant le musée' },
  { value: 'word-of-mouth', label: 'Par le bouche-à-oreille' },
  { value: 'regiment', label: 'Par mon régiment ou une amicale' },
  { value: 'website', label: 'Par le site internet' },
  { value: 'social-media', label: 'Par les réseaux sociaux' },
  { value: 'press', label: 'Par la presse' },
  { value: 'tourism-office', label: 'Par l’office de tourisme' },
  { value: 'other', label: 'Autrement' },
] as const satisfies readonly Option[];

export interface MembershipField {
  readonly name: string;
  readonly label: { readonly fr: string; readonly en: string };
  readonly hint?: { readonly fr: string; readonly en: string };
  /** Required to become a member; an optional field may stay empty (''). */
  readonly required: boolean;
  /** A line of text, or one of a list (its value travels, its label is shown). */
  readonly value:
    { readonly kind: 'text' } | { readonly kind: 'choice'; readonly options: readonly Option[] };
  /** Its column in the memberships table. */
  readonly column: string;
  /** Added after the first payload: a payment start that leaves it out is still taken (as ''). */
  readonly addedLater?: boolean;
  /** Its column in the members' export (CSV), under this header; none: not exported. */
  readonly exportHeader?: string;
}

export const MEMBERSHIP_FIELDS = [
  {
    name: 'grade',
    label: { fr: 'Grade', en: 'Rank' },
    hint: {
      fr: 'Pour les militaires, d’active, de réserve ou retraités.',
      en: 'For service members: active, reserve or retired.',
    },
    required: false,
    value: { kind: 'text' },
    column: 'grade',
  },
  {
    name: 'arm',
    label: { fr: 'Arme ou subdivision d’arme', en: 'Arm or branch' },
    required: false,
    value: { kind: 'text' },
    column: 'arm',
  },
  {
    name: 'activityStatus',
    label: { fr: 'Situation militaire', en: 'Military status' },
    required: true,
    value: { kind: 'choice', options: ACTIVITY_STATUSES },
    column: 'activity_status',
  },
  {
    name: 'heardOf',
    label: { fr: 'Comment avez-vous connu le musée ?', en: 'How did you hear about the museum?' },
    required: false,
    value: { kind: 'choice', options: HEARD_OF_CHOICES },
    column: 'heard_of',
    addedLater: true,
    exportHeader: 'connu_par',
  },
] as const satisfies readonly MembershipField[];

export type MembershipFieldName = (typeof MEMBERSHIP_FIELDS)[number]['name'];
/** The membership's own fields as the form keeps them and the api stores them: text, '' when empty. */
export type MembershipFieldValues = Readonly<Record<MembershipFieldName, string>>;

/** A value as a mail, a screen or the export shows it: a choice by its label, a text as typed. */
export function shownValue(field: MembershipField, value: string): string {
  return field.value.kind === 'choice' && value ? labelOf(field.value.options, value) : value;
}

/** The membership's own fields of a record (a payload, a row already named, the form's values). */
export const membershipFieldValues = (source: Readonly<Record<MembershipFieldName, unknown>>) =>
  Object.fromEntries(
    MEMBERSHIP_FIELDS.map(({ name }) => {
      const value = source[name];
      return [name, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as MembershipFieldValues;
