// Types of image-bytes.mjs, which the build, the editor and the local backend's guard share.

export type ImageFormat = "jpeg" | "png" | "webp"
export declare const IMAGE_MAX_PIXELS: number
export declare const IMAGE_FORMATS: Record<
  ImageFormat,
  { name: string; starts(bytes: Uint8Array): boolean; whole(bytes: Uint8Array, inflate?: (bytes: Uint8Array, most: number) => Uint8Array): string | undefined }
>
export declare function wholeImageProblem(
  bytes: Uint8Array,
  format: ImageFormat,
  options?: { inflate?: (bytes: Uint8Array, most: number) => Uint8Array },
): string | undefined
