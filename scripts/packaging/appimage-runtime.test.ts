import { describe, expect, it } from 'vitest'
import { appImageRuntimeEnd, appImageRuntimeKind } from './appimage-runtime'
import { LEGACY_RUNTIME, STATIC_RUNTIME, craftAppImageRuntime } from './test-kit'

describe("an AppImage's runtime", () => {
  it('is the static one: no interpreter, a .static section', () => {
    expect(appImageRuntimeKind(craftAppImageRuntime(STATIC_RUNTIME))).toBe('static')
  })

  it('is the legacy one: dynamically linked, loading libfuse.so.2', () => {
    expect(appImageRuntimeKind(craftAppImageRuntime(LEGACY_RUNTIME))).toBe('legacy-fuse2')
  })

  it('ends where the squashfs image begins', () => {
    const file = craftAppImageRuntime(STATIC_RUNTIME)
    expect(file.subarray(appImageRuntimeEnd(file)).toString('latin1')).toBe('hsqs')
  })

  it('is unknown when it is neither, or not an AppImage, or cut short', () => {
    expect(appImageRuntimeKind(craftAppImageRuntime({ interpreter: true, sections: ['.text', '.static'] }))).toBe(
      'unknown',
    )
    expect(
      appImageRuntimeKind(craftAppImageRuntime({ interpreter: false, sections: ['.text'], data: 'libfuse.so.2' })),
    ).toBe('unknown')
    expect(appImageRuntimeKind(craftAppImageRuntime({ ...STATIC_RUNTIME, appImageMagic: false }))).toBe('unknown')
    expect(appImageRuntimeKind(craftAppImageRuntime(STATIC_RUNTIME).subarray(0, 200))).toBe('unknown')
    expect(appImageRuntimeKind(Buffer.from('#!/bin/sh\n'))).toBe('unknown')
  })
})
