// The one EXIF field moodpick reads: the orientation (tag 0x0112 in IFD0), every read bounds-checked.
#include "codecs_internal.h"

static unsigned read16(const uint8_t *p, int little) { return little ? (unsigned)(p[0] | p[1] << 8) : (unsigned)(p[0] << 8 | p[1]); }

static uint32_t read32(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                  : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

int moodpick_exif_orientation(const uint8_t *data, size_t length) {
    if (length < 6 + 8 || memcmp(data, "Exif\0\0", 6) != 0) { return 1; }
    const uint8_t *tiff = data + 6;
    size_t size = length - 6;
    int little;
    if (memcmp(tiff, "II*\0", 4) == 0) { little = 1; }
    else if (memcmp(tiff, "MM\0*", 4) == 0) { little = 0; }
    else { return 1; }
    uint32_t ifd = read32(tiff + 4, little);
    if (ifd > size || size - ifd < 2) { return 1; }
    unsigned count = read16(tiff + ifd, little);
    for (unsigned entry = 0; entry < count; entry++) {
        size_t at = (size_t)ifd + 2 + (size_t)entry * 12;
        if (at + 12 > size) { return 1; }
        if (read16(tiff + at, little) == 0x0112 && read16(tiff + at + 2, little) == 3) {
            unsigned value = read16(tiff + at + 8, little);
            return value >= 1 && value <= 8 ? (int)value : 1;
        }
    }
    return 1;
}
