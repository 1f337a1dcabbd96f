// Brotli (RFC 7932), for the web app's files sent Brotli-compressed to browsers that accept it.
#include <brotli/encode.h>
#include <brotli/decode.h>
