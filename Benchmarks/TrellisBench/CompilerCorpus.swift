import TrellisTemplates

/// A generated corpus of realistic templates for the compiler benchmarks: screens of
/// labels, buttons with actions, images, text fields, rows, stack views and included
/// headers and cells, with macros, params, ids, outlets and state expressions. Every
/// screen is different (names, numbers and texts vary) but all share two included files,
/// as an app's screens share cells.
enum CompilerCorpus {
    /// `count` screens (about 11.7 KB each) and the shared files, by path under `Corpus/`.
    static func files(screens count: Int) -> [String: String] {
        var files = [
            "Corpus/Parts/Header.xml": header,
            "Corpus/Parts/ItemCell.xml": cell,
        ]
        for index in 0..<count {
            files["Corpus/Screens/Screen\(index).xml"] = screen(index)
        }
        return files
    }

    static let header = """
    <UIView height="auto" backgroundColor="#f7f7f7">
        <param name="title" type="String"/>
        <param name="subtitle" type="String"/>
        <macro name="INSET" value="16"/>
        <UILabel id="headline" left="INSET" right="100% - INSET" top="12" font="title2 bold" text="{title}" numberOfLines="0"/>
        <UILabel left="INSET" right="100% - INSET" top="previous.bottom + 4" font="subheadline" textColor="darkGray" text="{subtitle}"/>
        <children/>
    </UIView>
    """

    static let cell = """
    <UITableViewCell reuseIdentifier="item" height="auto + 12" selectionStyle="none">
        <param name="title" type="String"/>
        <param name="detail" type="String"/>
        <param name="icon" type="UIImage"/>
        <UIImageView id="icon" left="16" top="8" width="40" height="40" image="{icon}" contentMode="scaleAspectFill" clipsToBounds="true" layer.cornerRadius="20"/>
        <UILabel left="#icon.right + 12" right="100% - 16" top="10" font="body" text="{title}"/>
        <UILabel left="#icon.right + 12" right="100% - 16" top="previous.bottom + 2" font="caption1" textColor="gray" text="{detail}"/>
    </UITableViewCell>
    """

    static func screen(_ index: Int) -> String {
        var sections: [String] = []
        for section in 0..<5 {
            sections.append(self.section(index, section))
        }
        return """
        <UIView width="100%" height="100%" backgroundColor="isDarkMode\(index % 3) ? #111 : #fff">
            <macro name="SPACING" value="\(8 + index % 8)"/>
            <macro name="LEFT" value="SPACING * 2"/>
            <macro name="RIGHT" value="100% - SPACING * 2"/>
            <param name="screenTitle" type="String"/>
            <UIView template="../Parts/Header.xml" title="{screenTitle}" subtitle="Screen \(index) of the corpus" width="100%" top="parent.safeAreaInsets.top">
                <UIButton left="100% - 60" top="8" width="44" height="44" touchUpInside="closeScreen\(index):" image="close"/>
            </UIView>
            <UIScrollView top="previous.bottom" width="100%" bottom="100%" contentInsetAdjustmentBehavior="never" alwaysBounceVertical="true">
        \(sections.joined(separator: "\n"))
            </UIScrollView>
        </UIView>

        """
    }

    static func section(_ screen: Int, _ section: Int) -> String {
        let tag = "s\(screen)x\(section)"
        return """
                <UIView id="\(tag)" left="LEFT" right="RIGHT" top="\(section == 0 ? "SPACING" : "previous.bottom + SPACING")" height="auto" backgroundColor="white" layer.cornerRadius="\(4 + section % 5)" layer.borderWidth="1" layer.borderColor="#e0e0e0">
                    <UILabel left="12" right="100% - 12" top="10" font="headline" text="Section \(section): {sectionTitles[\(section)]}" textColor="isHighlighted\(section % 4) ? #d33 : darkGray"/>
                    <UILabel left="12" right="100% - 12" top="previous.bottom + 6" numberOfLines="0" font="body" text="{itemCount\(section % 6)} items, updated {updatedAt} by {userName}" textAlignment="natural"/>
                    <UITextField left="12" right="100% - 12" top="previous.bottom + 8" height="36" placeholder="Search section \(section)" borderStyle="roundedRect" editingChanged="searchChanged:" text="{query\(section % 3)}" isEnabled="!isLoading"/>
                    <LMRowView left="12" right="100% - 12" top="previous.bottom + 8" height="auto" spacing="8" verticalAlignment="center">
                        <UIImageView width="24" height="24" image="icon_\(section % 7)" tintColor="#06c"/>
                        <UILabel text="Row \(section)" font="callout" textColor="#333"/>
                        <LMSpacer/>
                        <UISwitch isOn="isEnabled\(section % 5)" valueChanged="toggleChanged:"/>
                    </LMRowView>
                    <UIStackView left="12" right="100% - 12" top="previous.bottom + 8" axis="horizontal" spacing="6" distribution="fillEqually">
                        <UIButton title="Open" touchUpInside="open\(section):" titleColor="#06c"/>
                        <UIButton title="Share" touchUpInside="{canShare ? 'share:' : 'explainSharing:'}" isEnabled="canShare"/>
                        <UIButton title="Delete \(section)" touchUpInside="delete:" titleColor="red" isHidden="!canDelete"/>
                    </UIStackView>
                    <UIProgressView left="12" right="100% - 12" top="previous.bottom + 8" progress="min(1, progress\(section % 4) / 100)" progressTintColor="#06c"/>
                    <UILabel left="12" width="50% - 12" top="previous.bottom + 6" font="caption2" text="{strings.Corpus.Footer}" textColor="gray"/>
                    <UILabel left="50%" right="100% - 12" top="previous.top" font="caption2" textAlignment="right" text="#{\(section) + 1}" textColor="gray"/>
                    <UIView left="0" right="100%" top="previous.bottom + 10" height="1" backgroundColor="#eee"/>
                </UIView>
        """
    }
}
