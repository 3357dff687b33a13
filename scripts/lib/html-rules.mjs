// Two rules of the W3C Nu HTML checker that html-validate does not have, as html-validate rules, so
// the pre-rendered pages are held to them by npm test (scripts/tests/html-validity.test.mjs).
import { definePlugin, Rule } from 'html-validate';

/**
 * Nu: "Section lacks heading" — a <section> is named by a heading (h1–h6) of its own, else a <div>.
 * A heading inside a nested article, aside, nav or section belongs to that one.
 */
class SectionHeading extends Rule {
  documentation() {
    return { description: 'Une section a un titre (h1 à h6), sinon c’est une div.' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      const ownerOf = (heading) => {
        for (let node = heading.parent; node; node = node.parent)
          if (['section', 'article', 'aside', 'nav'].includes(node.tagName)) return node;
        return null;
      };
      for (const section of document.querySelectorAll('section'))
        if (
          !section.querySelectorAll('h1, h2, h3, h4, h5, h6').some((heading) => ownerOf(heading) === section)
        )
          this.report(section, 'Section sans titre : donnez-lui un titre (h2 à h6) ou utilisez une div.');
    });
  }
}

/**
 * Nu: a required single-choice <select> shown as a list box of one line has an empty first option
 * (the placeholder), or the visitor could never leave it "not chosen".
 */
class RequiredSelectPlaceholder extends Rule {
  documentation() {
    return { description: 'Un select obligatoire commence par une option vide (l’invite).' };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const select of document.querySelectorAll('select[required]')) {
        if (select.hasAttribute('multiple')) continue;
        const size = Number(select.getAttributeValue('size') ?? '1');
        if (size > 1) continue;
        const first = select.querySelector('option');
        const value = first?.hasAttribute('value') ? first.getAttributeValue('value') : first?.textContent;
        if (first && (value ?? '').trim() !== '')
          this.report(select, 'Select obligatoire dont la première option n’est pas une invite vide.');
      }
    });
  }
}

const siteHtmlRules = definePlugin({
  name: 'mtdm',
  rules: {
    'mtdm/section-heading': SectionHeading,
    'mtdm/required-select-placeholder': RequiredSelectPlaceholder,
  },
});

/** html-validate's recommended rules and the two above. */
export const htmlValidateConfig = {
  extends: ['html-validate:recommended'],
  plugins: [siteHtmlRules],
  rules: { 'mtdm/section-heading': 'error', 'mtdm/required-select-placeholder': 'error' },
};
