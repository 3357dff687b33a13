import { createHash } from 'node:crypto';
import { inlineScriptSources } from '../inline-scripts';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('names each script the document runs from its own text, by the hash of that text', () => {
    const code = '(()=>{var e={};e.a=1<2&&"</p>"})();\n//# sourceMappingURL=/main.js.map';
    const html = `<html><head><script defer src="/main.js"></script></head><body><div id="root"></div><script>${code}</script><script>b()</script></body></html>`;
    expect(inlineScriptSources(html)).toEqual([sha256(code), sha256('b()')]);
  });

  it('leaves out data blocks and scripts loaded from a file', () => {
    const html =
      '<script type="application/json" id="mtdm-boot-data">{"remotes":{}}</script>' +
      '<script type="application/ld+json">{"@type":"Museum"}</script><script src="/a.js"></script>';
    expect(inlineScriptSources(html)).toEqual([]);
  });
});
