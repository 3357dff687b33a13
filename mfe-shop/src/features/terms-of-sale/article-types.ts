import type { ReactNode } from 'react';

/** One article of the terms of sale: its number gives the anchor (#article-1 … #article-12). */
export interface TermsArticle {
  readonly number: number;
  readonly title: string;
  readonly body: ReactNode;
}

export const articleAnchor = (number: number) => `article-${number}`;
