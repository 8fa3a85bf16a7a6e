// PNG through libpng's simplified API: it sets its own jump point around every step
// (png_safe_execute) and answers with 0 and a message, so no longjmp crosses into moodpick.
// It converts every PNG (palette, grey, 16-bit, tRNS, gAMA) to 8-bit sRGB RGBA.
#include "codecs_internal.h"

#include <png.h>

moodpick_image_status moodpick_decode_png(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) {
        moodpick_set_message(out, image.message);
        png_image_free(&image);
        return MOODPICK_IMAGE_CORRUPT;
    }
    out->source_width = image.width;
    out->source_height = image.height;
    if (!moodpick_within_budget(image.width, image.height, max_pixels)) {
        png_image_free(&image);
        return MOODPICK_IMAGE_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGBA;
    out->rgba = moodpick_pixels(image.width, image.height);
    if (out->rgba == NULL) {
        png_image_free(&image);
        return MOODPICK_IMAGE_NO_MEMORY;
    }
    if (!png_image_finish_read(&image, NULL, out->rgba, 0, NULL)) {
        moodpick_set_message(out, image.message);
        png_image_free(&image);
        return MOODPICK_IMAGE_CORRUPT;
    }
    out->width = image.width;
    out->height = image.height;
    png_image_free(&image);
    return MOODPICK_IMAGE_OK;
}
