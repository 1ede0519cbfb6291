import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { holds } from './holds'

/**
 * up: connections pass to the targets in turn (one that refuses is skipped for the next);
 * down: connections are cut at once, as an unplugged cable or a stopped service;
 * hang: connections are accepted and then nothing is said, as a hung service.
 */
export type FrontMode = 'up' | 'down' | 'hang'

export interface Front {
  port: number
  mode(): FrontMode
  /**
   * Holds the front down or hanging until the answer is called; the worst mode held wins. A change
   * of mode cuts every open connection, so nothing of the old mode lingers.
   */
  hold(mode: 'down' | 'hang'): () => void
  /**
   * Real times (ms since the epoch) a change of mode cut connections that were passing data: what
   * the far side took just before may never have been answered (see Crash in faults.ts).
   */
  cuts: number[]
  close(): Promise<void>
}

/**
 * A small round-robin TCP proxy on loopback: in front of the two servers (one per kiosk, so one
 * kiosk's network can be cut) and in front of the mail server (so it can be down or hang).
 */
export async function startFront(targets: () => number[], port = 0): Promise<Front> {
  let mode: FrontMode = 'up'
  let turn = 0
  const open = new Set<Socket>()
  // Client sockets joined to a target: cutting one of these cuts a conversation.
  const passing = new WeakSet<Socket>()
  const cuts: number[] = []
  const track = (socket: Socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const forward = (client: Socket, tries: number) => {
    const ports = targets()
    if (!tries || !ports.length) return void client.destroy()
    const target = ports[turn++ % ports.length]!
    const upstream = connect(target, '127.0.0.1')
    let connected = false
    upstream.once('connect', () => {
      connected = true
      track(upstream)
      passing.add(client)
      client.pipe(upstream).pipe(client)
      client.resume()
    })
    upstream.on('error', () => {
      if (!connected) forward(client, tries - 1)
      else client.destroy()
    })
    upstream.on('close', () => {
      if (connected) client.destroy()
    })
    client.on('close', () => upstream.destroy())
  }
  const server = createServer({ pauseOnConnect: true }, (client) => {
    track(client)
    if (mode === 'down') return void client.destroy()
    if (mode === 'hang') return
    forward(client, targets().length)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const hold = holds<FrontMode>(['down', 'hang'], 'up', (next) => {
    mode = next
    if ([...open].some((socket) => passing.has(socket))) cuts.push(Date.now())
    for (const socket of open) socket.destroy()
  })
  return {
    port: (server.address() as AddressInfo).port,
    mode: () => mode,
    hold,
    cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
