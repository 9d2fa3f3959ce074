#ifndef RACKWRIGHT_CORE_COMMON_TEXTATOMS_H
#define RACKWRIGHT_CORE_COMMON_TEXTATOMS_H

#include <QString>

namespace rackwright {

/// A process-wide, never freed copy of a short text that designs repeat (a type id, a cage, port
/// or end name), returned as raw data (QString::fromRawData).
///
/// Why: a shared QString keeps its reference count in the same cache line as its first
/// characters. When the validator's threads copy and compare the one shared "MMA4Z00-NS" of a
/// design, every copy writes that line and the other core must fetch it again, even to read the
/// characters. Copying raw data writes nothing, so threads read the same atom without contention.
///
/// Atoms are never freed, so that every copy stays valid for the life of the process. Only
/// vocabulary is made an atom (what the loaders pool), and their total size is capped: past
/// kMaxAtomChars, a text comes back as an ordinary copy of `text`.
QString textAtom(const QString& text);

/// Whether `text` is an atom itself (raw data of the table), not merely equal to one.
bool isTextAtom(const QString& text);

/// Characters held by all atoms together.
qsizetype textAtomChars();

inline constexpr qsizetype kMaxAtomChars = qsizetype(4) << 20;

}  // namespace rackwright

#endif
