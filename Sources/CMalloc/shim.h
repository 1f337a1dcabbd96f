// glibc's allocator controls (mallopt, malloc_trim), which the Glibc module does not export:
// the server gives freed memory back to the system with them (FreedMemory.swift).
#include <malloc.h>
