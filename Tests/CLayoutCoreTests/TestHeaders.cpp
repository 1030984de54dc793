// TestHeaders.cpp — the translation unit that builds the tests' precompiled header
// (clayout-test-headers in CMakeLists.txt); it has no code of its own.
