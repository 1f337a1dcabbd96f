// Debian's compiler builtins for wasm32 (libclang_rt.builtins-wasm32.a) were built with the stack
// protector: their 128-bit division (__udivti3, __umodti3, which UInt128's / and % lower to in the
// factoring and primality code) refer to the guard and the failure handler that a C library built
// for it defines. wasi-libc defines neither, so the module does: a fixed guard (a wasm stack cannot
// be overrun into code or return addresses anyway) and a trap, as a failed check would end.
unsigned long __stack_chk_guard = 0x52656b6eul;

_Noreturn void __stack_chk_fail(void) { __builtin_trap(); }
