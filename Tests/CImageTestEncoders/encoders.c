#include "image_test_encoders.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>
#include <webp/encode.h>
#include <zlib.h>

uint8_t *moodpick_test_png(const uint8_t *rgba, uint32_t width, uint32_t height, size_t *length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) { return NULL; }
    uint8_t *bytes = malloc(size);
    if (bytes == NULL || !png_image_write_to_memory(&image, bytes, &size, 0, rgba, 0, NULL)) {
        free(bytes);
        return NULL;
    }
    *length = size;
    return bytes;
}

uint8_t *moodpick_test_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int orientation, size_t *length) {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    unsigned char *bytes = NULL;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &bytes, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    if (orientation >= 1 && orientation <= 8) {
        // Exif\0\0, a little-endian TIFF header, IFD0 at 8 with one entry: 0x0112 SHORT 1 = orientation.
        uint8_t exif[] = {'E', 'x', 'i', 'f', 0, 0, 'I', 'I', 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0,
                          (uint8_t)orientation, 0, 0, 0, 0, 0, 0, 0};
        jpeg_write_marker(&info, JPEG_APP0 + 1, exif, sizeof exif);
    }
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *length = size;
    return bytes;
}

uint8_t *moodpick_test_webp(const uint8_t *rgba, uint32_t width, uint32_t height, size_t *length) {
    uint8_t *encoded = NULL;
    size_t size = WebPEncodeLosslessRGBA(rgba, (int)width, (int)height, (int)width * 4, &encoded);
    if (size == 0) { return NULL; }
    uint8_t *bytes = malloc(size);
    if (bytes != NULL) { memcpy(bytes, encoded, size); }
    WebPFree(encoded);
    *length = size;
    return bytes;
}

static uint8_t *put_chunk(uint8_t *at, const char *type, const uint8_t *data, uint32_t size) {
    at[0] = (uint8_t)(size >> 24); at[1] = (uint8_t)(size >> 16); at[2] = (uint8_t)(size >> 8); at[3] = (uint8_t)size;
    memcpy(at + 4, type, 4);
    if (size > 0) { memcpy(at + 8, data, size); }
    uLong crc = crc32(0, at + 4, 4 + size);
    at[8 + size] = (uint8_t)(crc >> 24); at[9 + size] = (uint8_t)(crc >> 16); at[10 + size] = (uint8_t)(crc >> 8); at[11 + size] = (uint8_t)crc;
    return at + 12 + size;
}

uint8_t *moodpick_test_png_claiming(uint32_t width, uint32_t height, size_t *length) {
    uint8_t header[13] = {(uint8_t)(width >> 24), (uint8_t)(width >> 16), (uint8_t)(width >> 8), (uint8_t)width,
                          (uint8_t)(height >> 24), (uint8_t)(height >> 16), (uint8_t)(height >> 8), (uint8_t)height,
                          8, 6, 0, 0, 0};
    uint8_t zeros[64] = {0}, compressed[128];
    uLongf compressedSize = sizeof compressed;
    compress(compressed, &compressedSize, zeros, sizeof zeros);
    uint8_t *bytes = malloc(8 + 25 + 12 + compressedSize + 12);
    if (bytes == NULL) { return NULL; }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(bytes, signature, 8);
    uint8_t *at = put_chunk(bytes + 8, "IHDR", header, 13);
    at = put_chunk(at, "IDAT", compressed, (uint32_t)compressedSize);
    at = put_chunk(at, "IEND", NULL, 0);
    *length = (size_t)(at - bytes);
    return bytes;
}
