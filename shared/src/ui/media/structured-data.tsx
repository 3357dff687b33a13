/** schema.org data of a page, as JSON-LD ("<" escaped so the text cannot close the script). */
export function StructuredData({ data }: { readonly data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
