import type { ApiError } from '../errors'
import { invalidInput, type FailureContext } from '../error-messages'

/**
 * Client-side checks, run before anything is sent. The contract validates IPC input too, but the
 * client is also called from core code and tests, and a bad id must never reach a URL.
 */

export function requireId(ctx: FailureContext, field: string, value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  throw invalidInput(ctx, field, 'must be a positive whole number')
}

export function requireText(ctx: FailureContext, field: string, value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  throw invalidInput(ctx, field, 'must not be empty')
}

export function optionalText(ctx: FailureContext, field: string, value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  throw invalidInput(ctx, field, 'must be text')
}

export function requireInteger(ctx: FailureContext, field: string, value: unknown, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value
  throw invalidInput(ctx, field, `must be a whole number from ${min} to ${max}`)
}

export function requireBoolean(ctx: FailureContext, field: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value
  throw invalidInput(ctx, field, 'must be true or false')
}

export type { ApiError }
