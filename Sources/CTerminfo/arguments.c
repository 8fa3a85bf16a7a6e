// The command line for Swift's `CommandLine.arguments`, handed over by glibc as it starts the
// program.
//
// On Linux the Swift runtime finds argv from a static constructor of its own that opens
// /proc/self/maps, reads and sscanf's every line to find the stack, then walks back from
// `environ`: four system calls, a FILE buffer and 51,000 instructions before `main`, about a
// twentieth of a short pick (Benchmarks/README.md, section 4). glibc already gives every
// `.init_array` function argc and argv, so they are kept here, and the runtime's one question,
// `_swift_stdlib_getUnsafeArgvArgc` (a `char **(int *)` in the Swift calling convention, which
// for these arguments is the C one), is answered from them. In the static release binary the
// linker then never takes the runtime's own definition, and its constructor, from the library;
// in a dynamically linked build the runtime keeps answering itself and this is not called.
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
