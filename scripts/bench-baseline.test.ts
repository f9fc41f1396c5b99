import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compare, readBaseline, writeBaseline } from '../bench/baseline'

const taken = (name: string, ms: number, speed = 10, floorMs = 0.05) => ({ name, ms, speed, floorMs })

describe('the bench baseline', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  const file = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostdeck-baseline-'))
    dirs.push(dir)
    return join(dir, 'baseline.json')
  }

  it('passes a figure within 2× of its baseline and fails one 3× worse, naming it, its baseline and the update', () => {
    const baseline = { 'fleet: per keystroke, Latin, median': 0.02 }
    expect(compare([taken('fleet: per keystroke, Latin, median', 0.39)], baseline, 'quick').failures).toEqual([])
    const { failures } = compare([taken('fleet: per keystroke, Latin, median', 0.6)], baseline, 'quick')
    expect(failures).toHaveLength(1)
    expect(failures[0]).toContain('fleet: per keystroke, Latin, median is 3.0× its baseline')
    expect(failures[0]).toContain('against 0.0200')
    expect(failures[0]).toContain('npm run bench -- --quick --update-baseline')
  })

  it('compares ratios to the speed loop: the same figure on a machine twice as slow passes', () => {
    expect(compare([taken('a', 30, 20)], { a: 1 }, 'full').failures).toEqual([])
    expect(compare([taken('a', 30, 10)], { a: 1 }, 'full').failures).toHaveLength(1)
  })

  it('fails a figure the quick baseline lacks (says it in a full run), and reads a figure under its floor as the floor', () => {
    expect(compare([taken('new figure', 1)], {}, 'quick').failures[0]).toContain('new figure: no baseline (quick)')
    const full = compare([taken('new figure', 1)], {}, 'full')
    expect(full.failures).toEqual([])
    expect(full.lines[0]).toContain('new figure: no baseline (full)')
    expect(compare([taken('frame', 3, 10, 16)], { frame: 1.6 }, 'full').failures).toEqual([])
  })

  it('writes a mode sorted by name and keeps the other mode and figures this run did not take', () => {
    const path = file()
    writeBaseline([taken('b', 5), taken('a', 1)], 'quick', path)
    writeBaseline([taken('c', 2)], 'full', path)
    writeBaseline([taken('a', 2)], 'quick', path)
    expect(readBaseline(path)).toEqual({ quick: { a: 0.2, b: 0.5 }, full: { c: 0.2 } })
    expect(Object.keys(JSON.parse(readFileSync(path, 'utf8')).quick)).toEqual(['a', 'b'])
  })

  it('replaces the mode whole after a run of every bench: a figure no bench takes any more leaves', () => {
    const path = file()
    writeBaseline([taken('old', 1), taken('kept', 1)], 'quick', path)
    writeBaseline([taken('kept', 2)], 'quick', path, true)
    expect(readBaseline(path).quick).toEqual({ kept: 0.2 })
  })
})
