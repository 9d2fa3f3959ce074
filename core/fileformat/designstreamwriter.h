#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNSTREAMWRITER_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNSTREAMWRITER_H

#include "designfile.h"

#include <functional>

namespace rackwright::detail {

/// Receives the file's bytes in pieces; it may take (and clear) the buffer it is given.
using ByteSink = std::function<void(QByteArray& buffer)>;

/// Writes the design file object by object, without building a JSON tree of the whole file:
/// exactly the bytes JsonWriter::write would give for the tree of toJson() values (objects in id
/// order, fixed key order, small objects on one line). Objects without unknown keys are written
/// straight from their fields; the few with `extra` keys, the design header and the embedded
/// part definitions go through toJson() and JsonWriter, one object at a time.
///
/// The bytes are appended to `out`; when `sink` is set it is called whenever `out` holds more
/// than about a mebibyte, and once at the end. Progress runs from 0 to 90 by objects written.
void writeDesign(const DesignData& design, const ProgressCallback& progress, QByteArray& out,
                 const ByteSink& sink = {});

}  // namespace rackwright::detail

#endif
