// A placeholder customer-service QR code 客服二维码 drawn as SVG (the real image is supplied by the operator).
export function ServiceQrCode() {
  // Three finder squares plus a fixed pseudo-random module pattern: recognisably a QR code, no asset needed.
  const cells: [number, number][] = [];
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 3 === 0) cells.push([x, y]);
    }
  }
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="#000" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="#000" />
    </g>
  );
  return (
    <svg
      viewBox="-1 -1 23 23"
      width={140}
      height={140}
      role="img"
      aria-label="客服联系二维码"
      data-testid="service-qr"
    >
      <rect x={-1} y={-1} width={23} height={23} fill="#fff" />
      {finder(0, 0)}
      {finder(14, 0)}
      {finder(0, 14)}
      {cells.map(([x, y]) => (
        <rect key={`${x}:${y}`} x={x} y={y} width={1} height={1} fill="#000" />
      ))}
    </svg>
  );
}
