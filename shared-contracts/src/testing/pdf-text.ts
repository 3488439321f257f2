/**
 * The text a PDF shows, read from its uncompressed content streams (`(…) Tj` and `[(…)] TJ` string
 * operands, one line per operator, WinAnsi bytes read as Latin-1): enough to prove a generated PDF
 * holds text rather than a picture of it, without a PDF library in the tests.
 */
export function pdfText(pdf: Uint8Array): string {
  const source = new TextDecoder('latin1').decode(pdf);
  const lines: string[] = [];
  for (const [, operands] of source.matchAll(/(\((?:\\.|[^\\)])*\)|\[(?:\((?:\\.|[^\\)])*\)|[^\]])*\])\s*T[jJ]/g)) {
    const strings = [...(operands ?? '').matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map(([, body]) => unescapePdfString(body ?? ''));
    lines.push(strings.join(''));
  }
  return lines.join('\n');
}

function unescapePdfString(body: string): string {
  return body.replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped;
  });
}
