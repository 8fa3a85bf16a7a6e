// The format by its first bytes, and the one entry point that hands the bytes to its decoder.
#include "codecs_internal.h"

moodpick_image_format moodpick_image_sniff(const uint8_t *data, size_t length) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 8 && memcmp(data, png, 8) == 0) { return MOODPICK_FORMAT_PNG; }
    if (length >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff) { return MOODPICK_FORMAT_JPEG; }
    if (length >= 12 && memcmp(data, "RIFF", 4) == 0 && memcmp(data + 8, "WEBP", 4) == 0) { return MOODPICK_FORMAT_WEBP; }
    if (length >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0)) { return MOODPICK_FORMAT_GIF; }
    return MOODPICK_FORMAT_UNKNOWN;
}

moodpick_image_status moodpick_image_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                                            uint32_t min_width, uint32_t min_height, moodpick_image *out) {
    memset(out, 0, sizeof *out);
    out->orientation = 1;
    out->format = moodpick_image_sniff(data, length);
    moodpick_image_status status;
    switch (out->format) {
    case MOODPICK_FORMAT_PNG: status = moodpick_decode_png(data, length, max_pixels, out); break;
    case MOODPICK_FORMAT_JPEG: status = moodpick_decode_jpeg(data, length, max_pixels, min_width, min_height, out); break;
    case MOODPICK_FORMAT_WEBP: status = moodpick_decode_webp(data, length, max_pixels, out); break;
    case MOODPICK_FORMAT_GIF: status = moodpick_decode_gif(data, length, max_pixels, out); break;
    default: return MOODPICK_IMAGE_NOT_AN_IMAGE;
    }
    if (status != MOODPICK_IMAGE_OK) {
        free(out->rgba);
        out->rgba = NULL;
        out->width = 0;
        out->height = 0;
    }
    return status;
}

void moodpick_image_free(moodpick_image *image) {
    free(image->rgba);
    image->rgba = NULL;
}
