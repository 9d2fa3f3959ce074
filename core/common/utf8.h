#ifndef RACKWRIGHT_CORE_COMMON_UTF8_H
#define RACKWRIGHT_CORE_COMMON_UTF8_H

namespace rackwright {

/// Decodes one UTF-8 sequence starting at `p` (its first byte is ≥ 0x80). Returns the byte after
/// it and stores the code point, or returns nullptr for a malformed, overlong, surrogate or
/// out-of-range sequence, as Qt's UTF-8 decoder does. Inline: the JSON stream reader calls it for
/// every non-ASCII character of a large design.
inline const char* decodeUtf8(const char* p, const char* end, char32_t* code) {
  const auto b0 = static_cast<unsigned char>(*p);
  int extra = 0;
  char32_t value = 0;
  char32_t minimum = 0;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    extra = 1;
    value = b0 & 0x1F;
    minimum = 0x80;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    extra = 2;
    value = b0 & 0x0F;
    minimum = 0x800;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    extra = 3;
    value = b0 & 0x07;
    minimum = 0x10000;
  } else {
    return nullptr;
  }
  if (end - p <= extra)
    return nullptr;
  for (int i = 1; i <= extra; ++i) {
    const auto b = static_cast<unsigned char>(p[i]);
    if ((b & 0xC0) != 0x80)
      return nullptr;
    value = (value << 6) | (b & 0x3F);
  }
  if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
    return nullptr;
  *code = value;
  return p + 1 + extra;
}

}  // namespace rackwright

#endif
