import { useCallback, useEffect, useRef, useState } from 'react';
import type { Replayer } from 'rrweb';
import { getRecordingBatch } from '../../api/debug/get-recording-batch';
import { loadBatchesInOrder } from './replay-loader';

type RrwebEvent = Parameters<Replayer['addEvent']>[0];

export type ReplayPhase = 'loading' | 'ready' | 'empty' | 'failed';

const CLOCK_MS = 250;

/** Scales the replayed viewport (a phone's 390 px, say) to the width of the stage. */
function fit(stage: HTMLElement, wrapper: HTMLElement, width: number, height: number) {
  const scale = Math.min(1, stage.clientWidth / Math.max(1, width));
  wrapper.style.transformOrigin = 'top left';
  wrapper.style.transform = `scale(${scale})`;
  stage.style.height = `${Math.ceil(height * scale)}px`;
}

/**
 * Replays a recording with rrweb's Replayer in the stage element: its batches load in order
 * (rrweb itself loads only here, never with the shop), playback can start after the first.
 */
export function useReplay(uuid: string, batches: number) {
  const stage = useRef<HTMLDivElement>(null);
  const player = useRef<Replayer | null>(null);
  const [phase, setPhase] = useState<ReplayPhase>('loading');
  const [loaded, setLoaded] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [clock, setClock] = useState({ current: 0, total: 0 });
  // Where playback stands while paused: rrweb's getCurrentTime means something only once played.
  const position = useRef(0);
  const running = useRef(false);

  const readClock = useCallback(() => {
    const replayer = player.current;
    if (!replayer) return;
    const total = replayer.getMetaData().totalTime;
    const current = running.current ? replayer.getCurrentTime() : position.current;
    setClock({ current: Math.min(Math.max(0, current), total), total });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let made: Replayer | null = null;
    setPhase('loading');
    setLoaded(0);
    setPlaying(false);
    position.current = 0;
    running.current = false;
    void (async () => {
      try {
        const [{ Replayer }] = await Promise.all([import('rrweb'), import('rrweb/dist/style.css')]);
        const root = stage.current;
        if (!root || controller.signal.aborted) return;
        const result = await loadBatchesInOrder({
          batches,
          signal: controller.signal,
          load: (seq, signal) => getRecordingBatch(uuid, seq, signal),
          create: (events) => {
            const replayer = new Replayer(events as RrwebEvent[], {
              root,
              mouseTail: false,
              skipInactive: true,
              showWarning: false,
            });
            replayer.on('resize', (size) => {
              const { width, height } = size as { width: number; height: number };
              fit(root, replayer.wrapper, width, height);
            });
            replayer.on('finish', () => {
              running.current = false;
              position.current = replayer.getMetaData().totalTime;
              setPlaying(false);
              readClock();
            });
            made = replayer;
            player.current = replayer;
            // The server checked only the events' shape; rrweb reads the rest.
            return { addEvent: (event) => replayer.addEvent(event as RrwebEvent) };
          },
          onProgress: (count, replayer) => {
            setLoaded(count);
            if (replayer) {
              setPhase('ready');
              readClock();
            }
          },
        });
        if (!controller.signal.aborted && !result) setPhase('empty');
      } catch {
        if (!controller.signal.aborted) setPhase('failed');
      }
    })();
    return () => {
      controller.abort();
      (made as Replayer | null)?.destroy();
      player.current = null;
    };
  }, [uuid, batches, readClock]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(readClock, CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [playing, readClock]);

  const toggle = useCallback(() => {
    const replayer = player.current;
    if (!replayer) return;
    if (running.current) {
      position.current = replayer.getCurrentTime();
      running.current = false;
      replayer.pause();
      setPlaying(false);
    } else {
      // From the start again once it has played to the end.
      const at = position.current >= replayer.getMetaData().totalTime ? 0 : position.current;
      running.current = true;
      replayer.play(at);
      setPlaying(true);
    }
    readClock();
  }, [readClock]);

  return { stage, phase, loaded, playing, clock, toggle };
}
