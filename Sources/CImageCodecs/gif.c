// A GIF's first frame through giflib (which answers errors with GIF_ERROR, no longjmp): the
// frame drawn on the logical screen, transparent where the frame does not cover it or its
// graphics control block names a transparent index. Later frames are not read.
#include "codecs_internal.h"

#include <gif_lib.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t at;
} gif_source;

static int gif_read(GifFileType *gif, GifByteType *buffer, int count) {
    gif_source *source = gif->UserData;
    size_t left = source->length - source->at;
    size_t taken = count < 0 ? 0 : (size_t)count < left ? (size_t)count : left;
    memcpy(buffer, source->data + source->at, taken);
    source->at += taken;
    return (int)taken;
}

static moodpick_image_status gif_failed(GifFileType *gif, moodpick_image *out, moodpick_image_status status) {
    if (status == MOODPICK_IMAGE_CORRUPT && out->message[0] == '\0') {
        const char *text = GifErrorString(gif->Error);
        moodpick_set_message(out, text != NULL ? text : "giflib could not read the data");
    }
    int error;
    DGifCloseFile(gif, &error);
    return status;
}

/// The first image's rows onto the canvas (width x height RGBA, cleared to transparent).
static moodpick_image_status gif_frame(GifFileType *gif, int transparent, uint64_t max_pixels, moodpick_image *out) {
    if (DGifGetImageDesc(gif) == GIF_ERROR) { return MOODPICK_IMAGE_CORRUPT; }
    GifImageDesc frame = gif->Image;
    if (frame.Width <= 0 || frame.Height <= 0) {
        moodpick_set_message(out, "an empty frame");
        return MOODPICK_IMAGE_CORRUPT;
    }
    if (!moodpick_within_budget((uint64_t)frame.Width, (uint64_t)frame.Height, max_pixels)) {
        // The size refused is the frame's: say that one.
        out->source_width = (uint32_t)frame.Width;
        out->source_height = (uint32_t)frame.Height;
        return MOODPICK_IMAGE_TOO_LARGE;
    }
    ColorMapObject *colors = frame.ColorMap != NULL ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL) {
        moodpick_set_message(out, "no colour table");
        return MOODPICK_IMAGE_UNSUPPORTED;
    }
    GifPixelType *line = malloc((size_t)frame.Width);
    if (line == NULL) { return MOODPICK_IMAGE_NO_MEMORY; }
    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
        for (int y = start; y < frame.Height; y += step) {
            if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR) {
                free(line);
                return MOODPICK_IMAGE_CORRUPT;
            }
            long row = (long)frame.Top + y;
            if (row < 0 || row >= (long)out->height) { continue; }
            for (int x = 0; x < frame.Width; x++) {
                long column = (long)frame.Left + x;
                if (column < 0 || column >= (long)out->width || line[x] == transparent || line[x] >= colors->ColorCount) { continue; }
                GifColorType color = colors->Colors[line[x]];
                uint8_t *p = out->rgba + ((size_t)row * out->width + (size_t)column) * 4;
                p[0] = color.Red;
                p[1] = color.Green;
                p[2] = color.Blue;
                p[3] = 255;
            }
        }
    }
    free(line);
    return MOODPICK_IMAGE_OK;
}

moodpick_image_status moodpick_decode_gif(const uint8_t *data, size_t length, uint64_t max_pixels, moodpick_image *out) {
    gif_source source = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&source, gif_read, &error);
    if (gif == NULL) {
        const char *text = GifErrorString(error);
        moodpick_set_message(out, text != NULL ? text : "giflib could not open the data");
        return MOODPICK_IMAGE_CORRUPT;
    }
    out->source_width = (uint32_t)(gif->SWidth > 0 ? gif->SWidth : 0);
    out->source_height = (uint32_t)(gif->SHeight > 0 ? gif->SHeight : 0);
    if (!moodpick_within_budget(out->source_width, out->source_height, max_pixels)) {
        return gif_failed(gif, out, MOODPICK_IMAGE_TOO_LARGE);
    }
    out->rgba = calloc((size_t)out->source_width * out->source_height, 4);
    if (out->rgba == NULL) { return gif_failed(gif, out, MOODPICK_IMAGE_NO_MEMORY); }
    out->width = out->source_width;
    out->height = out->source_height;
    int transparent = -1;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) { return gif_failed(gif, out, MOODPICK_IMAGE_CORRUPT); }
        if (record == TERMINATE_RECORD_TYPE) {
            moodpick_set_message(out, "no image in the file");
            return gif_failed(gif, out, MOODPICK_IMAGE_CORRUPT);
        }
        if (record == IMAGE_DESC_RECORD_TYPE) {
            moodpick_image_status status = gif_frame(gif, transparent, max_pixels, out);
            return status == MOODPICK_IMAGE_OK ? (DGifCloseFile(gif, &error), MOODPICK_IMAGE_OK) : gif_failed(gif, out, status);
        }
        if (record == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *block;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) { return gif_failed(gif, out, MOODPICK_IMAGE_CORRUPT); }
            while (block != NULL) {
                if (code == GRAPHICS_EXT_FUNC_CODE) {
                    GraphicsControlBlock control;
                    if (DGifExtensionToGCB(block[0], block + 1, &control) == GIF_OK) { transparent = control.TransparentColor; }
                }
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) { return gif_failed(gif, out, MOODPICK_IMAGE_CORRUPT); }
            }
        }
    }
}
