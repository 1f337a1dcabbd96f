// zlib, for gzip-compressing the web app's files once when the server builds its release.
#include <zlib.h>
