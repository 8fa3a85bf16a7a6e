// Encoders for the image tests: the test images are made in the tests (libpng, libjpeg-turbo,
// libwebp), never committed as opaque files. Each returns a malloc'd buffer (the caller frees
// it) and its length in *length, or NULL.
#ifndef MOODPICK_IMAGE_TEST_ENCODERS_H
#define MOODPICK_IMAGE_TEST_ENCODERS_H

#include <stddef.h>
#include <stdint.h>

uint8_t *moodpick_test_png(const uint8_t *rgba, uint32_t width, uint32_t height, size_t *length);
/// A baseline JPEG at `quality`; with an EXIF APP1 giving `orientation` when it is 1-8.
uint8_t *moodpick_test_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int orientation, size_t *length);
/// A lossless WebP.
uint8_t *moodpick_test_webp(const uint8_t *rgba, uint32_t width, uint32_t height, size_t *length);
/// A PNG whose header claims width x height (a valid IHDR, one small IDAT, IEND): a decoder
/// that allocated before checking would ask for width * height * 4 bytes.
uint8_t *moodpick_test_png_claiming(uint32_t width, uint32_t height, size_t *length);

#endif
