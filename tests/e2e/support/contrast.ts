/** WCAG contrast ratio of two CSS colours as getComputedStyle gives them ("rgb(r, g, b)"). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(color: string): number {
  const channels = (/^rgba?\(/.test(color) ? (color.match(/\d+(\.\d+)?/g) ?? []) : []).slice(0, 3).map(Number);
  if (channels.length !== 3) throw new Error(`Not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
