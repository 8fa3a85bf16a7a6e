// JPEG through libjpeg-turbo's libjpeg API. libjpeg reports an error by calling error_exit,
// which must not return: here it longjmps back into moodpick_decode_jpeg, which gives up with
// the library's message. A truncated file is an error too (libjpeg would pad it with grey and
// warn): a thumbnail of half a picture is not what the file is.
#include "codecs_internal.h"

#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int warned;
} jpeg_failure;

static void jpeg_failed(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    longjmp(failure->jump, 1);
}

/// A warning (a corrupt segment, data that ends early) stops the decode like an error.
static void jpeg_emit(j_common_ptr info, int level) {
    if (level < 0) {
        jpeg_failure *failure = (jpeg_failure *)info->err;
        failure->warned = 1;
        longjmp(failure->jump, 1);
    }
}

/// No message is printed (libjpeg would write to stderr, the picker's screen).
static void jpeg_silent(j_common_ptr info) { (void)info; }

/// CMYK as Adobe writes it (inverted) or plainly, to RGBA in place (4 bytes a pixel both).
static void cmyk_to_rgba(uint8_t *row, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + (size_t)x * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)(c * k / 255);
        p[1] = (uint8_t)(m * k / 255);
        p[2] = (uint8_t)(y * k / 255);
        p[3] = 255;
    }
}

/// The least numerator (over 8) whose scaled size still covers min_width x min_height.
static unsigned dct_scale(uint32_t width, uint32_t height, uint32_t min_width, uint32_t min_height) {
    if (min_width == 0 || min_height == 0) { return 8; }
    for (unsigned numerator = 1; numerator < 8; numerator++) {
        uint64_t w = ((uint64_t)width * numerator + 7) / 8, h = ((uint64_t)height * numerator + 7) / 8;
        if (w >= min_width && h >= min_height) { return numerator; }
    }
    return 8;
}

moodpick_image_status moodpick_decode_jpeg(const uint8_t *data, size_t length, uint64_t max_pixels, uint32_t min_width,
                                           uint32_t min_height, moodpick_image *out) {
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_failed;
    failure.manager.emit_message = jpeg_emit;
    failure.manager.output_message = jpeg_silent;
    // Set before the jump point and read after it: volatile, so a longjmp does not lose it.
    volatile moodpick_image_status status = MOODPICK_IMAGE_CORRUPT;
    jpeg_create_decompress(&info);
    if (setjmp(failure.jump)) {
        char text[JMSG_LENGTH_MAX];
        failure.manager.format_message((j_common_ptr)&info, text);
        moodpick_set_message(out, text);
        jpeg_destroy_decompress(&info);
        return status;
    }
    // The working memory libjpeg may take (a progressive JPEG keeps every coefficient).
    info.mem->max_memory_to_use = 512L * 1024 * 1024;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xffff);
    jpeg_read_header(&info, TRUE);
    out->source_width = info.image_width;
    out->source_height = info.image_height;
    if (!moodpick_within_budget(info.image_width, info.image_height, max_pixels)) {
        jpeg_destroy_decompress(&info);
        return MOODPICK_IMAGE_TOO_LARGE;
    }
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1) {
            int orientation = moodpick_exif_orientation(marker->data, marker->data_length);
            if (orientation != 1) { out->orientation = orientation; break; }
        }
    }
    // A picture turned by a quarter (orientations 5-8) is stored with its sides swapped.
    if (out->orientation >= 5) {
        uint32_t swapped = min_width;
        min_width = min_height;
        min_height = swapped;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = dct_scale(info.image_width, info.image_height, min_width, min_height);
    info.scale_denom = 8;
    jpeg_start_decompress(&info);
    out->rgba = moodpick_pixels(info.output_width, info.output_height);
    if (out->rgba == NULL) {
        status = MOODPICK_IMAGE_NO_MEMORY;
        jpeg_destroy_decompress(&info);
        return status;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out->rgba + (size_t)info.output_scanline * info.output_width * 4;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) { cmyk_to_rgba(row, info.output_width, info.saw_Adobe_marker); }
    }
    jpeg_finish_decompress(&info);
    out->width = info.output_width;
    out->height = info.output_height;
    jpeg_destroy_decompress(&info);
    return MOODPICK_IMAGE_OK;
}
