/** The year a list asks for in `?annee=` (four digits), or the current one. */
export const yearOf = (value: string | undefined): number =>
  /^\d{4}$/.test(value ?? '') ? Number(value) : new Date().getUTCFullYear();
