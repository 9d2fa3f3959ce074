#ifndef RACKWRIGHT_BENCH_BENCHSUPPORT_H
#define RACKWRIGHT_BENCH_BENCHSUPPORT_H

#include "core/planner/portbudget.h"

#include <QElapsedTimer>
#include <QVector>

namespace rackwright::bench {

/// The median of `values` (the mean of the middle two for an even count; 0 when empty).
double median(QVector<double> values);

/// Runs `step` `repeat` times and returns each run's wall time in milliseconds.
template <typename Step>
QVector<double> runTimesMs(int repeat, Step step) {
  QVector<double> times;
  for (int i = 0; i < repeat; ++i) {
    QElapsedTimer timer;
    timer.start();
    step();
    times << timer.nsecsElapsed() / 1e6;
  }
  return times;
}

/// Runs `step` `repeat` times and returns the median wall time in milliseconds.
template <typename Step>
double timedMs(int repeat, Step step) {
  return median(runTimesMs(repeat, step));
}

/// Like runTimesMs, but runs `prepare` untimed before each step (e.g. freeing the previous run's
/// design, which is not part of what is measured).
template <typename Prepare, typename Step>
QVector<double> runTimesMs(int repeat, Prepare prepare, Step step) {
  QVector<double> times;
  for (int i = 0; i < repeat; ++i) {
    prepare();
    QElapsedTimer timer;
    timer.start();
    step();
    times << timer.nsecsElapsed() / 1e6;
  }
  return times;
}

/// The median of runTimesMs(repeat, prepare, step).
template <typename Prepare, typename Step>
double timedMs(int repeat, Prepare prepare, Step step) {
  return median(runTimesMs(repeat, prepare, step));
}

/// The benchmarks' fabric of `gpus` GPUs: DGX H100, QM9700 leaves, spines (and cores),
/// rail-optimised; two tiers up to 2,048 GPUs, three above, and two planes above 65,536 GPUs (a
/// single plane of 131,072 GPUs would need 128 pods, more than a 64-port core can reach).
PlanInputs railFabric(int gpus);

}  // namespace rackwright::bench

#endif
