/** What decides when NaiveLayer (naive-ui and all made of it) is rendered: see `layerWanted`. */
export interface LayerMoment {
  /** The frame has painted (later-naive.ts's `framePainted`). */
  framePainted: boolean
  /** The start's data has painted, the tree's first rows (start-painted.ts), or its time limit passed. */
  startPainted: boolean
  /** Something was said (a message, a notice, a dialog) before: its hosts are in NaiveLayer. */
  noticesWanted: boolean
  /** The user asked for something NaiveLayer shows: a dialog, the task centre, the palette, the journal, a pane. */
  asked: boolean
}

/**
 * NaiveLayer waits for the start's data to be painted: its code (naive-ui, some 250 KiB) and its mount are long
 * tasks that would otherwise stand between the data and the tree's first rows. It comes at once when something is
 * said or asked for (once the frame is there to hold it).
 */
export function layerWanted(moment: LayerMoment): boolean {
  if (moment.noticesWanted) return true
  return moment.framePainted && (moment.startPainted || moment.asked)
}
