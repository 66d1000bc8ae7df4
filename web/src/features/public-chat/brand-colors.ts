const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour when it is a hex colour, else the fallback (brand settings are free text). */
export function safeColor(value: string, fallback: string): string {
  const color = value.trim();
  return HEX_COLOR.test(color) ? color : fallback;
}

function channelsOf(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return [r, g, b];
}

/** WCAG relative luminance. */
function luminanceOf([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White or near-black, whichever reads better on `hex`. */
export function readableTextOn(hex: string): string {
  const luminance = luminanceOf(channelsOf(hex));
  // Contrast with white is (1.05) / (L + 0.05); with #0f172a it is (L + 0.05) / 0.0588.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0588 ? '#ffffff' : '#0f172a';
}

/**
 * The brand colour as text on white: itself when it reaches WCAG AA (4.5:1), else darkened just
 * enough that it does, so a light brand colour still reads.
 */
export function readableOnWhite(hex: string): string {
  const channels = channelsOf(hex);
  for (let shade = 1; shade > 0; shade -= 0.05) {
    const darker = channels.map((channel) => Math.round(channel * shade)) as [number, number, number];
    if (1.05 / (luminanceOf(darker) + 0.05) >= 4.5)
      return `#${darker.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#000000';
}
