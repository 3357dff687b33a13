import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pages } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { articleAnchor, type TermsArticle } from './article-types';
import { afterSaleArticles } from './articles-after-sale';
import { legalArticles } from './articles-legal';
import { saleArticles } from './articles-sale';
import { ModelWithdrawalForm } from './model-withdrawal-form';
import { WithdrawalSlotContext } from './withdrawal-slot';

/** The twelve articles, in order. */
const termsArticles: readonly TermsArticle[] = [...saleArticles, ...afterSaleArticles, ...legalArticles];

const Text = styled(PageSection)`
  max-width: 60rem;

  section {
    margin-top: ${({ theme }) => theme.space.xl};
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  }
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  nav li {
    min-height: 32px;
  }
`;

/**
 * /pages/CGV: the terms of sale in 12 numbered articles, the online withdrawal function (given by the
 * page, shown in article 6) and the model form.
 */
export function TermsOfSaleView({ withdrawalFunction }: { readonly withdrawalFunction?: ReactNode }) {
  return (
    <WithdrawalSlotContext.Provider value={withdrawalFunction}>
      <Text>
        <h1>{pages.termsOfSale.title}</h1>
        <nav aria-label="Sommaire des conditions générales de vente">
          <ol>
            {termsArticles.map((article) => (
              <li key={article.number}>
                <a href={`#${articleAnchor(article.number)}`}>
                  Article {article.number} – {article.title}
                </a>
              </li>
            ))}
            <li>
              <a href="#formulaire-retractation">Annexe : formulaire type de rétractation</a>
            </li>
          </ol>
        </nav>
        {termsArticles.map((article) => (
          <section key={article.number} aria-labelledby={articleAnchor(article.number)}>
            <h2 id={articleAnchor(article.number)} tabIndex={-1}>
              Article {article.number} – {article.title}
            </h2>
            {article.body}
          </section>
        ))}
        <ModelWithdrawalForm />
      </Text>
    </WithdrawalSlotContext.Provider>
  );
}
