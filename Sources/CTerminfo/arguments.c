// The command line for Swift's `CommandLine.arguments`, handed over by glibc as it starts the
// program. Linux with glibc only: glibc calls every `.init_array` function with argc, argv and
// envp, which no other C library promises (musl calls them with no arguments, Mach-O has no
// `.init_array`); everywhere else this file is empty and the runtime finds argv itself.
//
// On Linux the Swift runtime finds argv from a static constructor of its own that opens
// /proc/self/maps, reads and sscanf's every line to find the stack, then walks back from
// `environ`: four system calls, a FILE buffer and some 52,000 instructions before `main`, about
// a twelfth of a short pick (Benchmarks/README.md, "The start-up budget"). glibc already gives
// every `.init_array` function argc and argv, so they are kept here, and the runtime's one
// question, `_swift_stdlib_getUnsafeArgvArgc` (a `char **(int *)` in the Swift calling
// convention, which for these arguments is the C one), is answered from them. In the static
// release binary the linker then never takes the runtime's own definition, and its constructor,
// from the library; in a dynamically linked build the runtime keeps answering itself and this
// is not called. ReleaseArgumentsTests runs the static binary with arguments that must arrive
// whole.
#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>

static char *no_arguments[] = {NULL};
static char **captured_arguments = no_arguments;
static int captured_count = 0;

static void capture_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    captured_count = argc;
    captured_arguments = argv;
}

__attribute__((section(".init_array"), used))
static void (*const capture_arguments_at_start)(int, char **, char **) = capture_arguments;

__attribute__((swiftcall, visibility("hidden")))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = captured_count;
    return captured_arguments;
}
#endif
