import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A real photo-like PNG (a gradient with noise, so it does not compress to nothing). */
export async function photoPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104729) % 23;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Pastes a file into the Markdown source as the clipboard would; returns the text right after. */
export async function pasteFile(
  page: Page,
  bytes: Buffer,
  name: string,
  type: string,
): Promise<string> {
  return page.getByLabel('Body (Markdown)').evaluate(
    (element, file) => {
      const area = element as HTMLTextAreaElement;
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      area.focus();
      area.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      return area.value;
    },
    { bytes: [...bytes], name, type },
  );
}
