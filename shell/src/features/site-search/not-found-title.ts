export const NOT_FOUND_TITLE = 'Page introuvable';
