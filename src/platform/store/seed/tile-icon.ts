/** A square SVG tile with a letter on a colour, as a data URI: a logo that needs no network. */
export function tileIcon(letter: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="30" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
