#include "labelfiles.h"

#include "core/common/error.h"
#include "csvtable.h"
#include "qrcode.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cmath>

namespace rackwright {

namespace {

/// Average advance of ZPL font 0 (a condensed sans) as a share of its height; used to choose a
/// height at which a line fits, since the printer's metrics are not known here.
constexpr double kZplAdvance = 0.56;

int fittedDots(const QString& text, int widthDots, int maxDots, int minDots) {
  if (text.isEmpty())
    return maxDots;
  const int fit = int(widthDots / (kZplAdvance * text.size()));
  return qBound(minDots, fit, maxDots);
}

QByteArray field(int x, int y, int height, const QString& text) {
  return "^FO" + QByteArray::number(x) + ',' + QByteArray::number(y) + "^A0N," +
         QByteArray::number(height) + ",0^FH_^FD" + LabelFiles::zplFieldData(text) + "^FS\n";
}

/// Writes a file batch by batch through `perBatch`, atomically; `header` goes first.
void writeBatched(const ExportIndex& index, const LabelScheme& scheme, const LabelPlan& plan,
                  const QString& path, const QByteArray& header, const ProgressCallback& progress,
                  const std::function<QByteArray(const LabelBatch&, const CableLabel*)>& perBatch) {
  const QDir dir = QFileInfo(path).absoluteDir();
  if (!dir.exists())
    QDir().mkpath(dir.absolutePath());
  QSaveFile file(path);
  const auto fail = [&]() {
    return Error(LabelFiles::tr("cannot write %1: %2; check that the folder exists and is "
                                "writable")
                     .arg(QDir::toNativeSeparators(path), file.errorString()));
  };
  if (!file.open(QIODevice::WriteOnly))
    throw fail();
  if (file.write(header) < 0)
    throw fail();
  const int batches = int(plan.batches.size());
  bool cancelled = false;
  bool failed = false;
  LabelBatches::forEachBatch(index, scheme, plan,
                             [&](const LabelBatch& batch, const CableLabel* labels) {
                               if (file.write(perBatch(batch, labels)) < 0) {
                                 failed = true;
                                 return false;
                               }
                               if (progress && !progress(batch.number * 100 / qMax(1, batches))) {
                                 cancelled = true;
                                 return false;
                               }
                               return true;
                             });
  if (cancelled) {
    file.cancelWriting();
    throw CancelledError();
  }
  if (failed || !file.commit())
    throw fail();
  spdlog::info("export: wrote {} label(s) in {} batch(es) to {}", plan.labelCount, batches,
               path.toStdString());
}

QByteArray csvLine(const QStringList& fields) {
  return CsvTable::line(fields).toUtf8();
}

}  // namespace

int ZplOptions::dots(double mm) const {
  return int(std::lround(mm * dotsPerMm()));
}

QByteArray LabelFiles::zplFieldData(const QString& text) {
  const QByteArray utf8 = text.toUtf8();
  QByteArray out;
  out.reserve(utf8.size() + 8);
  for (const char c : utf8) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '^' || c == '~' || c == '_' || byte < 0x20) {
      out += '_';
      out += QByteArray::number(byte, 16).rightJustified(2, '0').toUpper();
    } else {
      out += c;
    }
  }
  return out;
}

int LabelFiles::zplQrMagnification(const QString& payload, int sideDots) {
  // The printer encodes at level Q (^FDQA): size the symbol for that.
  const int modules = qMax(21, QrCode::sizeFor(payload, QrCode::Level::Q));
  return qBound(1, sideDots / modules, 10);
}

QByteArray LabelFiles::zplLabel(const CableLabel& label, const ZplOptions& options,
                                const QString& comment) {
  const LabelTemplate& stock = options.label;
  QByteArray out = "^XA\n^CI28\n^PW" + QByteArray::number(options.dots(stock.sizeMm.width())) +
                   "\n^LL" + QByteArray::number(options.dots(stock.sizeMm.height())) + "\n^LH0,0\n";
  if (!comment.isEmpty()) {
    QString safe = comment;
    safe.remove(QLatin1Char('^')).remove(QLatin1Char('~'));
    out += "^FX" + safe.toUtf8() + '\n';
  }
  const QString payload = label.qrPayload();
  // The printer encodes at level Q (^FDQA): size the symbol for that.
  const int modules = qMax(21, QrCode::sizeFor(payload, QrCode::Level::Q));
  QString detail = label.part;
  if (label.lengthM > 0)
    detail += QStringLiteral(" · ") + ExportIndex::formatLength(label.lengthM);
  if (!label.leg.isEmpty())
    detail += QStringLiteral(" · ") + tr("leg %1").arg(label.leg);
  const QString from = tr("FROM") + QLatin1Char(' ') + label.nearEnd;
  const QString to = tr("TO") + QLatin1Char(' ') + label.farEnd;

  for (const QRectF& area : stock.printAreas()) {
    // The same arrangement as the painted label: QR code left, four lines of text right.
    const double pad = 1.6;
    const int left = options.dots(area.left() + pad);
    const int top = options.dots(area.top() + pad);
    const int width = options.dots(area.width() - 2 * pad);
    const int height = options.dots(area.height() - 2 * pad);
    const int qrSide = int(qMin(qMin(height * 0.78, options.dotsPerMm() * 18.0), width * 0.36));
    const int magnification = qBound(1, qrSide / modules, 10);
    const int qrDots = modules * magnification;
    out += "^FO" + QByteArray::number(left) + ',' +
           QByteArray::number(top + qMax(0, (height - qrDots) / 2)) + "^BQN,2," +
           QByteArray::number(magnification) + "^FH_^FDQA," + zplFieldData(payload) + "^FS\n";

    const int textLeft = left + qrDots + options.dots(1.0);
    const int textWidth = qMax(1, left + width - textLeft);
    const int pitch = int(height / 4.6);
    const int minDots = options.dots(1.2);
    out += field(textLeft, top, fittedDots(label.cableName, textWidth, int(pitch * 0.95), minDots),
                 label.cableName);
    const int endDots = qMin(fittedDots(from, textWidth, int(pitch * 0.8), minDots),
                             fittedDots(to, textWidth, int(pitch * 0.8), minDots));
    out += field(textLeft, top + int(pitch * 1.2), endDots, from);
    out += field(textLeft, top + int(pitch * 2.2), endDots, to);
    out += field(textLeft, top + int(pitch * 3.3),
                 fittedDots(detail, textWidth, int(pitch * 0.65), minDots), detail);
  }
  out += "^XZ\n";
  return out;
}

QStringList LabelFiles::csvHeaders() {
  return {QStringLiteral("batch"),      QStringLiteral("hall"),     QStringLiteral("row"),
          QStringLiteral("rack"),       QStringLiteral("number"),   QStringLiteral("identifier"),
          QStringLiteral("cable"),      QStringLiteral("near_end"), QStringLiteral("far_end"),
          QStringLiteral("part"),       QStringLiteral("length_m"), QStringLiteral("leg"),
          QStringLiteral("status"),     QStringLiteral("colour"),   QStringLiteral("action"),
          QStringLiteral("qr_payload"), QStringLiteral("network")};
}

QStringList LabelFiles::csvRow(const LabelPlan& plan, const LabelBatch& batch, int number,
                               const CableLabel& label) {
  const LabelPlan::Rack& rack = plan.racks[batch.rackSlot];
  return {QString::number(batch.number),
          rack.roomName,
          rack.rowName,
          rack.rackName,
          QString::number(number),
          label.identifier,
          label.cableName,
          label.nearEnd,
          label.farEnd,
          label.part,
          label.lengthM > 0 ? QString::number(label.lengthM, 'g', 6) : QString(),
          label.leg,
          toString(label.status),
          label.colour,
          LabelBatches::action(label),
          label.qrPayload(),
          label.network};
}

void LabelFiles::writeZpl(const ExportIndex& index, const LabelScheme& scheme,
                          const LabelPlan& plan, const ZplOptions& options, const QString& path,
                          const ProgressCallback& progress) {
  writeBatched(
      index, scheme, plan, path, QByteArray(), progress,
      [&](const LabelBatch& batch, const CableLabel* labels) {
        QByteArray out;
        const QString title = LabelBatches::title(plan, batch);
        for (int i = 0; i < batch.count; ++i) {
          const int number = batch.firstLabel + i + 1;
          out += zplLabel(
              labels[i], options,
              QStringLiteral("%1, label %2 of %3").arg(title).arg(number).arg(plan.labelCount));
        }
        return out;
      });
}

void LabelFiles::writeCsv(const ExportIndex& index, const LabelScheme& scheme,
                          const LabelPlan& plan, const QString& path,
                          const ProgressCallback& progress) {
  writeBatched(index, scheme, plan, path, QByteArray("\xEF\xBB\xBF") + csvLine(csvHeaders()),
               progress, [&](const LabelBatch& batch, const CableLabel* labels) {
                 QByteArray out;
                 for (int i = 0; i < batch.count; ++i)
                   out += csvLine(csvRow(plan, batch, batch.firstLabel + i + 1, labels[i]));
                 return out;
               });
}

void LabelFiles::writePickListCsv(const ExportIndex& index, const LabelScheme& scheme,
                                  const LabelPlan& plan, const QString& path,
                                  const ProgressCallback& progress) {
  writeBatched(index, scheme, plan, path,
               QByteArray("\xEF\xBB\xBF") + csvLine(LabelBatches::pickListCsvHeaders()), progress,
               [&](const LabelBatch& batch, const CableLabel* labels) {
                 QByteArray out;
                 for (int i = 0; i < batch.count; ++i) {
                   out += csvLine(LabelBatches::pickListCsvRow(
                       plan, batch, batch.firstLabel + i + 1, labels[i]));
                 }
                 return out;
               });
}

}  // namespace rackwright
