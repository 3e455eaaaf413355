import type { ImageResolvers } from '../__generated__/resolvers';
import { imageUrl, imageVariants } from '../../media/names';

/** Every URL is derived from the stored hash and size (see server/media/names.ts). */
export const Image = {
  url: (image) => imageUrl(image),
  variants: (image) => imageVariants(image),
} satisfies ImageResolvers;
