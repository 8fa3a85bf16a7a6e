// Image decoding through the libraries made for it: libpng, libjpeg-turbo (its libjpeg API),
// libwebp and giflib (a GIF's first frame). Here in C because libpng and libjpeg report errors
// by longjmp, which Swift cannot catch: every decoder sets its jump point here and turns any
// error into a status, so a corrupt or truncated file is an answer, never a crash.
//
// The input is the file's bytes in memory (MoodpickImages reads them, bounded). The size in the
// header is checked against a pixel budget before anything is allocated for pixels, so a
// 30000x30000 image costs nothing but the header read (docs/IMAGES.md).
#ifndef MOODPICK_IMAGE_CODECS_H
#define MOODPICK_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// What a decode came to.
typedef enum {
    MOODPICK_IMAGE_OK = 0,
    /// The bytes start like no format moodpick reads.
    MOODPICK_IMAGE_NOT_AN_IMAGE = 1,
    /// The header's width times height is over the budget, or a side is 0.
    MOODPICK_IMAGE_TOO_LARGE = 2,
    /// The library stopped on an error: truncated or corrupt data.
    MOODPICK_IMAGE_CORRUPT = 3,
    /// A form the format has but moodpick does not read (an animated WebP).
    MOODPICK_IMAGE_UNSUPPORTED = 4,
    /// malloc failed.
    MOODPICK_IMAGE_NO_MEMORY = 5,
} moodpick_image_status;

/// The formats told apart by their first bytes.
typedef enum {
    MOODPICK_FORMAT_UNKNOWN = 0,
    MOODPICK_FORMAT_PNG = 1,
    MOODPICK_FORMAT_JPEG = 2,
    MOODPICK_FORMAT_WEBP = 3,
    MOODPICK_FORMAT_GIF = 4,
} moodpick_image_format;

/// A decoded image: 8-bit RGBA, rows top to bottom, `width * 4` bytes a row, not premultiplied.
/// `source_width`/`source_height` are the header's (a JPEG may be decoded scaled down by its
/// DCT, 1/2 to 1/8, when `min_width`/`min_height` allow). `orientation` is the EXIF orientation
/// (1-8; 1 when there is none), which the caller applies.
typedef struct {
    uint32_t width;
    uint32_t height;
    uint32_t source_width;
    uint32_t source_height;
    uint8_t *rgba;
    int orientation;
    moodpick_image_format format;
    /// The library's own words when it stopped on an error (empty otherwise).
    char message[160];
} moodpick_image;

/// The format the bytes start with.
moodpick_image_format moodpick_image_sniff(const uint8_t *data, size_t length);

/// Decodes `data` into `out` (whose `rgba` the caller frees with `moodpick_image_free`, also
/// after a failure). `max_pixels` bounds the header's width times height (and, for a JPEG
/// decoded scaled down, the scaled size). `min_width`/`min_height` (0 for none) are the least
/// size the caller will scale to, upright: a JPEG is decoded at the smallest DCT scale that
/// still covers it (its sides swapped when its EXIF orientation turns it by a quarter).
moodpick_image_status moodpick_image_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                                            uint32_t min_width, uint32_t min_height, moodpick_image *out);

void moodpick_image_free(moodpick_image *image);

#endif
