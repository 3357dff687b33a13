import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_DATA_PLACEHOLDER,
  parseBootData,
  readBootData,
  serializeBootData,
} from '../boot-data';

describe('boot data written into the document', () => {
  it('cannot close its <script> element, and reads back the same', () => {
    const data = { remotes: { mfe_shop: '/mfe/shop/</script><script>alert(1)</script>' } };
    const written = serializeBootData(data);
    expect(written).not.toContain('<');
    expect(parseBootData(written)).toEqual(data);
  });

  it.each([
    ['no element', undefined],
    ['the placeholder a server did not fill in', BOOT_DATA_PLACEHOLDER],
    ['broken JSON', '{"remotes":'],
    ['a list', '[1]'],
    ['a string', '"x"'],
  ])('gives nothing for %s', (_label, text) => {
    expect(parseBootData(text)).toBeUndefined();
  });

  it('is read from the document’s data block', () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{"siteConfig":{"ga4MeasurementId":"G-X"}}</script>`;
    expect(readBootData()).toEqual({ siteConfig: { ga4MeasurementId: 'G-X' } });
    document.body.innerHTML = '';
    expect(readBootData()).toBeUndefined();
  });
});
