// WebP through libwebp: the header's size first (WebPGetFeatures), then the decode into
// moodpick's own buffer. An animated WebP is refused (its first frame needs the demuxer).
#include "codecs_internal.h"

#include <webp/decode.h>

moodpick_image_status moodpick_decode_webp(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out) {
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(data, length, &features);
    if (code != VP8_STATUS_OK) {
        moodpick_set_message(out, code == VP8_STATUS_NOT_ENOUGH_DATA ? "the file ends early" : "not a valid WebP header");
        return MOODPICK_IMAGE_CORRUPT;
    }
    out->source_width = (uint32_t)features.width;
    out->source_height = (uint32_t)features.height;
    if (features.has_animation) { return MOODPICK_IMAGE_UNSUPPORTED; }
    if (!moodpick_within_budget((uint64_t)features.width, (uint64_t)features.height, max_pixels)) { return MOODPICK_IMAGE_TOO_LARGE; }
    uint32_t width = (uint32_t)features.width, height = (uint32_t)features.height;
    out->rgba = moodpick_pixels(width, height);
    if (out->rgba == NULL) { return MOODPICK_IMAGE_NO_MEMORY; }
    size_t size = (size_t)width * height * 4;
    if (WebPDecodeRGBAInto(data, length, out->rgba, size, (int)width * 4) == NULL) {
        moodpick_set_message(out, "libwebp could not decode the data");
        return MOODPICK_IMAGE_CORRUPT;
    }
    out->width = width;
    out->height = height;
    return MOODPICK_IMAGE_OK;
}
