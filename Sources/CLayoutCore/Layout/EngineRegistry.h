// EngineRegistry.h — which engines exist, so that a handle can tell a destroyed engine (internal).
//
// Every engine draws a unique 64-bit identity from one global counter when it is made and keeps
// its address and identity in a registry until it is destroyed. Item handles carry the identity
// next to the address, so an engine tells its own items from those of a destroyed engine that
// had its address, by comparing one integer; the registry itself is read only on the paths that
// must dereference an engine named by a handle (a constraint's own `setConstant`, `setPriority`
// and `description`, `activateConstraints`) and on the error paths, never per item or term.
#pragma once

#include <cstdint>

namespace clayout::internal {

/// Registers a new engine at `engine` and returns its identity: unique in the process, never 0.
/// Assumes no live engine has that address.
std::uint64_t registerEngine(const void* engine);
/// Forgets the engine at `engine` (it is being destroyed).
void unregisterEngine(const void* engine);
/// Whether an engine lives at `engine` now.
bool engineIsLive(const void* engine);
/// The identity of the engine live at `engine`, or 0 when none is.
std::uint64_t liveEngineIdentity(const void* engine);
/// Whether the engine at `engine` is live and has `identity`.
bool engineIsLive(const void* engine, std::uint64_t identity);

}  // namespace clayout::internal
