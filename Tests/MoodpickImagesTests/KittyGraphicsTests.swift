import Testing
@testable import MoodpickImages

/// The kitty graphics commands, byte for byte (docs/IMAGES.md, "Drawing").
@Suite struct KittyGraphicsTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func transmitsASmallImageInOneCommand() {
        let image = TestImages.image([[TestImages.red, RGBA(red: 1, green: 2, blue: 3, alpha: 4)]])
        #expect(Self.text(KittyGraphics.transmit(image, id: 7)) == "\u{1B}_Ga=t,f=32,s=2,v=1,i=7,q=2;/wAA/wECAwQ=\u{1B}\\")
    }

    /// 1024 pixels are 4096 bytes, 5464 in base64: a chunk of 4096 marked m=1, then the rest m=0.
    @Test func transmitsALargeImageInChunksOfAtMost4096() {
        let image = RGBAImage(width: 32, height: 32, filledWith: TestImages.red)
        let text = Self.text(KittyGraphics.transmit(image, id: 3))
        let commands = text.split(separator: "\u{1B}\\", omittingEmptySubsequences: true)
        #expect(commands.count == 2)
        let payloads = commands.map { $0.split(separator: ";", maxSplits: 1)[1] }
        #expect(payloads.map(\.count) == [4096, 1368])
        #expect(commands[0].hasPrefix("\u{1B}_Ga=t,f=32,s=32,v=32,i=3,q=2,m=1;"))
        #expect(commands[1].hasPrefix("\u{1B}_Gm=0,q=2;"))
        #expect(payloads.joined() == Self.text(KittyGraphics.base64(image.pixels))[...])
    }

    @Test func base64PadsTheLastGroup() {
        #expect(Self.text(KittyGraphics.base64([])) == "")
        #expect(Self.text(KittyGraphics.base64([0x4D])) == "TQ==")
        #expect(Self.text(KittyGraphics.base64([0x4D, 0x61])) == "TWE=")
        #expect(Self.text(KittyGraphics.base64([0x4D, 0x61, 0x6E])) == "TWFu")
        #expect(Self.text(KittyGraphics.base64(Array("Many hands make light work.".utf8))) == "TWFueSBoYW5kcyBtYWtlIGxpZ2h0IHdvcmsu")
    }

    @Test func placesWithTheSourceRectangleOffsetsAndCells() {
        #expect(Self.text(KittyGraphics.place(id: 4, placement: 1)) == "\u{1B}_Ga=p,i=4,p=1,C=1,q=2\u{1B}\\")
        let cut = KittyGraphics.place(id: 4, placement: 1, source: .init(x: 18, y: 0, width: 54, height: 72), offset: (0, 5))
        #expect(Self.text(cut) == "\u{1B}_Ga=p,i=4,p=1,x=18,y=0,w=54,h=72,Y=5,C=1,q=2\u{1B}\\")
        let scaled = KittyGraphics.place(id: 4, placement: 2, offset: (3, 0), cells: (columns: 8, rows: 4))
        #expect(Self.text(scaled) == "\u{1B}_Ga=p,i=4,p=2,X=3,c=8,r=4,C=1,q=2\u{1B}\\")
    }

    @Test func deletes() {
        #expect(Self.text(KittyGraphics.deletePlacement(id: 4, placement: 1)) == "\u{1B}_Ga=d,d=i,i=4,p=1,q=2\u{1B}\\")
        #expect(Self.text(KittyGraphics.deleteImage(id: 4)) == "\u{1B}_Ga=d,d=I,i=4,q=2\u{1B}\\")
        #expect(Self.text(KittyGraphics.deleteAll) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }
}
