/** Values and labels of the select/radio fields whose values travel in the payloads. */
export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export const MEMBERSHIP_TYPES = [
  { value: 'individual', label: 'Individuel' },
  { value: 'family', label: 'Association' },
] as const satisfies readonly Option[];

export const MEMBERSHIP_STATUSES = [
  { value: 'civil', label: 'Civil' },
  { value: 'military', label: 'Militaire' },
] as const satisfies readonly Option[];

export const ACTIVITY_STATUSES = [
  { value: 'retired', label: 'Retraité' },
  { value: 'honorary', label: 'Honoraire' },
  { value: 'reserve', label: 'Réserviste' },
  { value: 'active', label: 'Actif' },
] as const satisfies readonly Option[];

export const DONOR_STATUSES = [
  { value: 'particulier', label: 'Particulier' },
  { value: 'entreprise', label: 'Entreprise' },
] as const satisfies readonly Option[];

/** 'vous-etes' of the research-centre form: option value and visible text. */
export const CHETOM_VISITOR_KINDS = [
  { value: 'A', label: 'Chercheur-Etudiant' },
  { value: 'B', label: 'Enseignant' },
  { value: 'C', label: 'Autre' },
] as const satisfies readonly Option[];

/** 'vous-etes' of the museum form (value = visible text). */
export const MUSEUM_VISITOR_KINDS = [
  { value: 'Une famille', label: 'Une famille' },
  { value: 'Un groupe', label: 'Un groupe' },
  { value: 'Enseignant', label: 'Enseignant' },
  { value: 'Chercheur - Etudiant', label: 'Chercheur - Etudiant' },
  { value: 'Autre', label: 'Autre' },
] as const satisfies readonly Option[];

/** The visible text of an option's value (the value itself when no option has it). */
export const labelOf = (options: readonly Option[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;

export const values = <T extends string>(options: readonly Option<T>[]): [T, ...T[]] =>
  options.map((option) => option.value) as [T, ...T[]];
