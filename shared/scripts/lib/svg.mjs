// SVG drawing helpers shared by the asset generators (deterministic output).
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a text into lines of at most `width` characters (at word boundaries), `max` lines. */
export function wrap(text, width, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1].replace(/[ ,;:.]*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The golden anchor of the troupes de marine, drawn with strokes, centred on (x, y). */
export function anchor(x, y, size, color) {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"><circle cx="0" cy="-38" r="9"/><path d="M0 -29V42M-24 -14H24M-36 18C-32 38 -16 46 0 46C16 46 32 38 36 18M-36 18l-8 8M36 18l8 8"/></g>`;
}

export function svg(width, height, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

export const text = (x, y, size, color, content, extra = '') =>
  `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" fill="${color}"${extra}>${escapeXml(content)}</text>`;
