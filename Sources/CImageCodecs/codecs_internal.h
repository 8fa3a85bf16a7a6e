// What the decoders share (not part of the module's interface).
#ifndef MOODPICK_CODECS_INTERNAL_H
#define MOODPICK_CODECS_INTERNAL_H

#include "image_codecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Whether width x height is a size moodpick will allocate pixels for.
static inline int moodpick_within_budget(uint64_t width, uint64_t height, uint64_t max_pixels) {
    return width > 0 && height > 0 && width <= UINT32_MAX / 4 && width * height <= max_pixels;
}

/// The RGBA buffer for width x height, or NULL (the budget has bounded the product).
static inline uint8_t *moodpick_pixels(uint32_t width, uint32_t height) {
    return malloc((size_t)width * (size_t)height * 4);
}

static inline void moodpick_set_message(moodpick_image *out, const char *text) {
    snprintf(out->message, sizeof out->message, "%s", text);
}

moodpick_image_status moodpick_decode_png(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out);
moodpick_image_status moodpick_decode_jpeg(const uint8_t *data, size_t length, uint64_t max_pixels, uint32_t min_width,
                                           uint32_t min_height, moodpick_image *out);
moodpick_image_status moodpick_decode_webp(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out);
moodpick_image_status moodpick_decode_gif(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out);

/// The EXIF orientation (1-8) in an APP1 marker's bytes, or 1.
int moodpick_exif_orientation(const uint8_t *data, size_t length);

#endif
