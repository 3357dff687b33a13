import { createContext, useContext } from 'react';

/** What the frame's error screens say when the page is in English (French when not given). */
export interface ErrorScreenTexts {
  readonly unavailableTitle: string;
  readonly unavailableText: string;
  readonly retry: string;
  readonly loading: string;
}

/** Given by the frame on an English page; undefined on a French one. */
export const ErrorScreenTextsContext = createContext<ErrorScreenTexts | undefined>(undefined);

export const useErrorScreenTexts = () => useContext(ErrorScreenTextsContext);
