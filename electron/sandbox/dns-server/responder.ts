import { createSocket, type RemoteInfo } from 'node:dgram'
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import * as packet from 'dns-packet'
import type { ServedRecord } from './zone-records'

/**
 * A loopback DNS responder over UDP and TCP. The wire format is dns-packet's (a well-kept library with millions of
 * weekly users and one dependency): nothing here encodes a packet by hand. An answer too long for UDP (512 bytes) is
 * sent truncated, so the client asks again over TCP, as a real name server makes it.
 */

const UDP_LIMIT = 512

export interface Lookup {
  /** The records for the name and type, or null when the name is in no zone this responder serves (REFUSED). */
  (name: string, type: string): { records: ServedRecord[]; exists: boolean } | null
}

function toAnswer(r: ServedRecord): packet.Answer {
  // One TXT string holds 255 bytes at most: longer text goes as several strings of one record.
  if (r.type === 'TXT' && typeof r.data === 'string')
    return { name: r.name, type: 'TXT', ttl: r.ttl, class: 'IN', data: r.data.match(/[\s\S]{1,255}/g) ?? [''] }
  return { name: r.name, type: r.type, ttl: r.ttl, class: 'IN', data: r.data } as packet.Answer
}

/** The response to one query packet. */
export function respond(query: Buffer, lookup: Lookup, udp: boolean): Buffer | null {
  let decoded: packet.Packet
  try {
    decoded = packet.decode(query)
  } catch {
    return null
  }
  const question = decoded.questions?.[0]
  const base = { id: decoded.id, type: 'response' as const, questions: decoded.questions ?? [] }
  const found = question ? lookup(question.name.toLowerCase().replace(/\.$/, ''), question.type) : null
  if (!question || !found) return packet.encode({ ...base, flags: packet.AUTHORITATIVE_ANSWER | 5 })
  const rcode = found.exists ? 0 : 3
  const full = packet.encode({
    ...base,
    flags: packet.AUTHORITATIVE_ANSWER | rcode,
    answers: found.records.map(toAnswer),
  })
  if (!udp || full.length <= UDP_LIMIT) return full
  return packet.encode({ ...base, flags: packet.AUTHORITATIVE_ANSWER | packet.TRUNCATED_RESPONSE | rcode })
}

export interface Responder {
  port: number
  close(): Promise<void>
}

function serveTcp(socket: Socket, lookup: Lookup): void {
  let buffered = Buffer.alloc(0)
  socket.on('error', () => socket.destroy())
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    while (buffered.length >= 2) {
      const length = buffered.readUInt16BE(0)
      if (buffered.length < 2 + length) return
      const answer = respond(buffered.subarray(2, 2 + length), lookup, false)
      buffered = buffered.subarray(2 + length)
      if (!answer) continue
      const framed = Buffer.alloc(2 + answer.length)
      framed.writeUInt16BE(answer.length, 0)
      answer.copy(framed, 2)
      socket.write(framed)
    }
  })
}

/** Listens on `host`, UDP and TCP on the same port (a free one unless given). */
export async function startResponder(host: string, lookup: Lookup, port = 0): Promise<Responder> {
  const tcp: Server = createServer((socket) => serveTcp(socket, lookup))
  await new Promise<void>((resolve, reject) => tcp.once('error', reject).listen(port, host, resolve))
  const bound = (tcp.address() as AddressInfo).port
  const udp = createSocket(host.includes(':') ? 'udp6' : 'udp4')
  udp.on('message', (message: Buffer, from: RemoteInfo) => {
    const answer = respond(message, lookup, true)
    if (answer) udp.send(answer, from.port, from.address)
  })
  await new Promise<void>((resolve, reject) => udp.once('error', reject).bind(bound, host, resolve))
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        udp.close()
        tcp.close(() => resolve())
      }),
  }
}
