const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour when it is a hex colour, else the fallback (brand settings are free text). */
export function safeColor(value: string, fallback: string): string {
  const color = value.trim();
  return HEX_COLOR.test(color) ? color : fallback;
}

/** White or near-black, whichever reads better on `hex` (WCAG relative luminance). */
export function readableTextOn(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05) / (L + 0.05); with #0f172a it is (L + 0.05) / 0.0588.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0588 ? '#ffffff' : '#0f172a';
}
